.class public final Landroidx/room/Room;
.super Ljava/lang/Object;
.source "Room.kt"

.field public static final INSTANCE:Landroidx/room/Room;

.method private constructor <init>()V
    .registers 1
    .line 32
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final databaseBuilder(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroidx/room/RoomDatabase$Builder;
    .registers 5
    const-string v1, "context"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "klass"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "name"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    new-instance v0, Landroidx/room/RoomDatabase$Builder;
    invoke-direct {v0, v2, v3, v4}, Landroidx/room/RoomDatabase$Builder;-><init>(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Landroidx/room/Room;
    invoke-direct {v0}, Landroidx/room/Room;-><init>()V
    sput-object v0, Landroidx/room/Room;->INSTANCE:Landroidx/room/Room;
    return-void
.end method

