.class public final Lcom/visitloop/care/CareDatabase$Companion;
.super Ljava/lang/Object;
.source "Care.kt"


.method private constructor <init>()V
    .registers 1
    .line 55
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final open(Landroid/content/Context;)Lcom/visitloop/care/CareDatabase;
    .registers 5
    const-string v1, "context"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    const-class v1, Lcom/visitloop/care/CareDatabase;
    const-string v2, "care.db"
    invoke-static {v4, v1, v2}, Landroidx/room/Room;->databaseBuilder(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroidx/room/RoomDatabase$Builder;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/room/RoomDatabase$Builder;->build()Landroidx/room/RoomDatabase;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/CareDatabase;
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/visitloop/care/CareDatabase$Companion;-><init>()V
    return-void
.end method

