.class public final Lnet/switchyard/hub/HubApp$Companion;
.super Ljava/lang/Object;
.source "HubApp.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/switchyard/hub/HubApp$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final getMODULES()Ljava/util/List;
    .registers 2

    .line 13
    invoke-static {}, Lnet/switchyard/hub/HubApp;->access$getMODULES$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
