.class public final Lcom/fieldkit/SiteProvider$Companion;
.super Ljava/lang/Object;
.source "SiteProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 88
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getSURVEY_APPS()Ljava/util/Set;
    .registers 2
    .line 89
    invoke-static {}, Lcom/fieldkit/SiteProvider;->access$getSURVEY_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/fieldkit/SiteProvider$Companion;-><init>()V
    return-void
.end method

