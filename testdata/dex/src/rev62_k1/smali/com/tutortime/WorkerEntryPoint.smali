.class public interface abstract Lcom/tutortime/WorkerEntryPoint;
.super Ljava/lang/Object;
.source "SyncWorker.kt"


.method public abstract db()Lcom/tutortime/TutorDb;
.end method

