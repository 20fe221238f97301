.class public final Lapp/quire/reader/data/Account;
.super Ljava/lang/Object;
.source "Accounts.kt"


# instance fields
.field private final email:Ljava/lang/String;

.field private final sessionExpiresAt:J


# direct methods
.method public constructor <init>(Ljava/lang/String;J)V
    .registers 5

    const-string v0, "email"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/data/Account;->email:Ljava/lang/String;

    iput-wide p2, p0, Lapp/quire/reader/data/Account;->sessionExpiresAt:J

    return-void
.end method


# virtual methods
.method public final getEmail()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/quire/reader/data/Account;->email:Ljava/lang/String;

    return-object v0
.end method

.method public final getSessionExpiresAt()J
    .registers 3

    .line 9
    iget-wide v0, p0, Lapp/quire/reader/data/Account;->sessionExpiresAt:J

    return-wide v0
.end method
