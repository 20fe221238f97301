.class public final synthetic Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/fieldkit/TokenSource;

.field public static final synthetic INSTANCE:Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;->INSTANCE:Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final next()Ljava/lang/String;
    .registers 3
    invoke-static {}, Lcom/fieldkit/Locator;->resumeTokens_delegate$lambda$0$0()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
