.class public final Lapp/quire/reader/cetp/SyncJob;
.super Ljava/lang/Object;
.source "SyncToolProvider.kt"


# instance fields
.field private final account:Lapp/quire/reader/data/Account;

.field private final opId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lapp/quire/reader/data/Account;)V
    .registers 4

    const-string v0, "opId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "account"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/cetp/SyncJob;->opId:Ljava/lang/String;

    iput-object p2, p0, Lapp/quire/reader/cetp/SyncJob;->account:Lapp/quire/reader/data/Account;

    return-void
.end method


# virtual methods
.method public final getAccount()Lapp/quire/reader/data/Account;
    .registers 2

    .line 35
    iget-object v0, p0, Lapp/quire/reader/cetp/SyncJob;->account:Lapp/quire/reader/data/Account;

    return-object v0
.end method

.method public final getOpId()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lapp/quire/reader/cetp/SyncJob;->opId:Ljava/lang/String;

    return-object v0
.end method
