.class public final Lcom/tutortime/TutorDb_Impl;
.super Lcom/tutortime/TutorDb;
.source "TutorDb_Impl.kt"

.field private volatile _tutorDao:Lcom/tutortime/TutorDao;

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {v0}, Lcom/tutortime/TutorDb;-><init>()V
    return-void
.end method

.method public tutorDao()Lcom/tutortime/TutorDao;
    .registers 4
    .line 8
    iget-object v0, v3, Lcom/tutortime/TutorDb_Impl;->_tutorDao:Lcom/tutortime/TutorDao;
    move-object v1, v0
    .line 9
    if-eqz v1, :L11
    return-object v1
    :L11
    .line 10
    new-instance v0, Lcom/tutortime/TutorDao_Impl;
    invoke-direct {v0, v3}, Lcom/tutortime/TutorDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
    move-object v2, v0
    .line 11
    iput-object v2, v3, Lcom/tutortime/TutorDb_Impl;->_tutorDao:Lcom/tutortime/TutorDao;
    .line 12
    return-object v2
.end method

