.class final Lcom/saltmarsh/ferry/FerryDb$Companion;
.super Ljava/lang/Object;
.source "Db.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 93
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/ferry/FerryDb$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getTABLES()[Ljava/lang/String;
    .registers 2

    .line 99
    invoke-static {}, Lcom/saltmarsh/ferry/FerryDb;->access$getTABLES$cp()[Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
