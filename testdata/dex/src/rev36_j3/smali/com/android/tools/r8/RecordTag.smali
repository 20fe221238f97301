.class public abstract Lcom/android/tools/r8/RecordTag;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# direct methods
.method public constructor <init>()V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
