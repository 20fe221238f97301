.class public abstract synthetic Lcom/android/tools/r8/RecordTag;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# D8's stand-in for java.lang.Record below API 34.

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
