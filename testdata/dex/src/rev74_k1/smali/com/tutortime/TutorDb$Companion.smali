.class public final Lcom/tutortime/TutorDb$Companion;
.super Ljava/lang/Object;
.source "TutorDb.kt"


.method private constructor <init>()V
    .registers 1
    .line 19
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final get(Landroid/content/Context;)Lcom/tutortime/TutorDb;
    .registers 7
    const-string v1, "context"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-static {}, Lcom/tutortime/TutorDb;->access$getInstance$cp()Lcom/tutortime/TutorDb;
    move-result-object v0
    move-object v3, v0
    .line 25
    if-eqz v3, :L16
    return-object v3
    :L16
    .line 26
    invoke-virtual {v6}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/tutortime/TutorDb;
    const-string v2, "tutortime.db"
    invoke-static {v0, v1, v2}, Landroidx/room/Room;->databaseBuilder(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroidx/room/RoomDatabase$Builder;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/room/RoomDatabase$Builder;->build()Landroidx/room/RoomDatabase;
    move-result-object v0
    check-cast v0, Lcom/tutortime/TutorDb;
    move-object v4, v0
    .line 27
    invoke-static {v4}, Lcom/tutortime/TutorDb;->access$setInstance$cp(Lcom/tutortime/TutorDb;)V
    .line 28
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v4
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/tutortime/TutorDb$Companion;-><init>()V
    return-void
.end method

