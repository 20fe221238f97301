.class public abstract Lcom/visitloop/care/DirectoryModule;
.super Ljava/lang/Object;
.source "VisitApp.kt"


.method public constructor <init>()V
    .registers 1
    .line 46
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract bindDirectory(Lcom/visitloop/care/SqlNurseDirectory;)Lcom/visitloop/care/NurseDirectory;
.end method

