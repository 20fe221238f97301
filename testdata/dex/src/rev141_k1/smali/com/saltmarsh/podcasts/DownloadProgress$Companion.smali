.class public final Lcom/saltmarsh/podcasts/DownloadProgress$Companion;
.super Ljava/lang/Object;
.source "Receivers.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/DownloadProgress$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getDOWNLOADS()Landroid/net/Uri;
    .registers 2

    .line 61
    invoke-static {}, Lcom/saltmarsh/podcasts/DownloadProgress;->access$getDOWNLOADS$cp()Landroid/net/Uri;

    move-result-object v0

    return-object v0
.end method
