.class public final Lcom/saltmarsh/podcasts/Reply$NeedsUser;
.super Lcom/saltmarsh/podcasts/Reply;
.source "Protocol.kt"


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final token:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 6

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resolution"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "token"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/saltmarsh/podcasts/Reply;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->code:Ljava/lang/String;

    iput-object p2, p0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->message:Ljava/lang/String;

    iput-object p3, p0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;

    iput-object p4, p0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->token:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 42
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 42
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 42
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 42
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Reply$NeedsUser;->token:Ljava/lang/String;

    return-object v0
.end method
