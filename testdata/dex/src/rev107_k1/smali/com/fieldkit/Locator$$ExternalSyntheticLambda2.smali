.class public final synthetic Lcom/fieldkit/Locator$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public static final synthetic INSTANCE:Lcom/fieldkit/Locator$$ExternalSyntheticLambda2;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fieldkit/Locator$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/fieldkit/Locator$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/fieldkit/Locator$$ExternalSyntheticLambda2;->INSTANCE:Lcom/fieldkit/Locator$$ExternalSyntheticLambda2;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    invoke-static {}, Lcom/fieldkit/Locator;->sessionTokens_delegate$lambda$0()Lcom/fieldkit/SecureTokens;
    move-result-object v0
    return-object v0
.end method
