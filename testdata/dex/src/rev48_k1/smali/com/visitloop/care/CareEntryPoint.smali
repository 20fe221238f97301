.class public interface abstract Lcom/visitloop/care/CareEntryPoint;
.super Ljava/lang/Object;
.source "VisitApp.kt"


.method public abstract visitDao()Lcom/visitloop/care/VisitDao;
.end method

.method public abstract nurseDirectory()Lcom/visitloop/care/NurseDirectory;
.end method

.method public abstract resumeTokens()Lcom/visitloop/care/TokenSource;
.end method

