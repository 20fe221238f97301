.class public abstract synthetic Lcom/android/tools/r8/RecordTag;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
