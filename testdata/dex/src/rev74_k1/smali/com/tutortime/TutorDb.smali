.class public abstract Lcom/tutortime/TutorDb;
.super Landroidx/room/RoomDatabase;
.source "TutorDb.kt"

.field public static final Companion:Lcom/tutortime/TutorDb$Companion;
.field private static volatile instance:Lcom/tutortime/TutorDb;

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Landroidx/room/RoomDatabase;-><init>()V
    return-void
.end method

.method public abstract tutorDao()Lcom/tutortime/TutorDao;
.end method

.method public static final synthetic access$getInstance$cp()Lcom/tutortime/TutorDb;
    .registers 1
    .line 16
    sget-object v0, Lcom/tutortime/TutorDb;->instance:Lcom/tutortime/TutorDb;
    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/tutortime/TutorDb;)V
    .registers 1
    .line 16
    sput-object v0, Lcom/tutortime/TutorDb;->instance:Lcom/tutortime/TutorDb;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/tutortime/TutorDb$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/tutortime/TutorDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tutortime/TutorDb;->Companion:Lcom/tutortime/TutorDb$Companion;
    return-void
.end method

