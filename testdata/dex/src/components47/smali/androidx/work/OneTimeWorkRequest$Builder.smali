.class public final Landroidx/work/OneTimeWorkRequest$Builder;
.super Landroidx/work/WorkRequest$Builder;
.source "OneTimeWorkRequest.java"


.method public constructor <init>(Ljava/lang/Class;)V
    .registers 2
    invoke-direct {p0}, Landroidx/work/WorkRequest$Builder;-><init>()V
    return-void
.end method
