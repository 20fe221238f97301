.class public final Lapp/keelson/backup/cetp/ShareToolProvider$Companion;
.super Ljava/lang/Object;
.source "ShareToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 212
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/keelson/backup/cetp/ShareToolProvider$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getOFFERED()Ljava/util/List;
    .registers 2

    .line 216
    invoke-static {}, Lapp/keelson/backup/cetp/ShareToolProvider;->access$getOFFERED$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public final getTOOLS()Ljava/util/List;
    .registers 2

    .line 218
    invoke-static {}, Lapp/keelson/backup/cetp/ShareToolProvider;->access$getTOOLS$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
