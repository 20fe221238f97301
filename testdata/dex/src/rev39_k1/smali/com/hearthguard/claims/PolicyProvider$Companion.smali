.class public final Lcom/hearthguard/claims/PolicyProvider$Companion;
.super Ljava/lang/Object;
.source "Policy.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthguard/claims/PolicyProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/hearthguard/claims/PolicyProvider$Companion;-><init>()V
    return-void
.end method
