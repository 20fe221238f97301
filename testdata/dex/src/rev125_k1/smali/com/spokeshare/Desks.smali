.class public final Lcom/spokeshare/Desks;
.super Ljava/lang/Object;
.source "Stores.kt"

# static fields
.field public static final INSTANCE:Lcom/spokeshare/Desks;
.field private static final bikes:Lcom/spokeshare/DeskStore;
.field private static final wallet:Lcom/spokeshare/DeskStore;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/spokeshare/Desks;
    invoke-direct {v0}, Lcom/spokeshare/Desks;-><init>()V
    sput-object v0, Lcom/spokeshare/Desks;->INSTANCE:Lcom/spokeshare/Desks;
    .line 63
    new-instance v0, Lcom/spokeshare/DeskStore;
    const-string v1, "bikes"
    invoke-direct {v0, v1}, Lcom/spokeshare/DeskStore;-><init>(Ljava/lang/String;)V
    sput-object v0, Lcom/spokeshare/Desks;->bikes:Lcom/spokeshare/DeskStore;
    .line 64
    new-instance v0, Lcom/spokeshare/DeskStore;
    const-string v1, "wallet"
    invoke-direct {v0, v1}, Lcom/spokeshare/DeskStore;-><init>(Ljava/lang/String;)V
    sput-object v0, Lcom/spokeshare/Desks;->wallet:Lcom/spokeshare/DeskStore;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 62
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final getBikes()Lcom/spokeshare/DeskStore;
    .registers 2
    .line 63
    sget-object v0, Lcom/spokeshare/Desks;->bikes:Lcom/spokeshare/DeskStore;
    return-object v0
.end method

.method public final getWallet()Lcom/spokeshare/DeskStore;
    .registers 2
    .line 64
    sget-object v0, Lcom/spokeshare/Desks;->wallet:Lcom/spokeshare/DeskStore;
    return-object v0
.end method

.method public final named(Ljava/lang/String;)Lcom/spokeshare/DeskStore;
    .registers 5
    .line 66
    move-object v2, p1
    .line 67
    sget-object v1, Lcom/spokeshare/Desks;->bikes:Lcom/spokeshare/DeskStore;
    invoke-virtual {v1}, Lcom/spokeshare/DeskStore;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L21
    sget-object v0, Lcom/spokeshare/Desks;->bikes:Lcom/spokeshare/DeskStore;
    goto :L41
:L21
    .line 68
    sget-object v1, Lcom/spokeshare/Desks;->wallet:Lcom/spokeshare/DeskStore;
    invoke-virtual {v1}, Lcom/spokeshare/DeskStore;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L40
    sget-object v0, Lcom/spokeshare/Desks;->wallet:Lcom/spokeshare/DeskStore;
    goto :L41
:L40
    .line 69
    const/4 v0, 0x0
:L41
    .line 70
    return-object v0
.end method
