.class public abstract synthetic Lcom/android/tools/r8/RecordTag;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# direct methods
.method protected synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
