.class public final synthetic Lcom/larderly/ModulesKt$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# static fields
.field public static final synthetic INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda5;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda5;
    invoke-direct {v0}, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda5;-><init>()V
    sput-object v0, Lcom/larderly/ModulesKt$$ExternalSyntheticLambda5;->INSTANCE:Lcom/larderly/ModulesKt$$ExternalSyntheticLambda5;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Lcom/larderly/Locator;
    invoke-static {p1}, Lcom/larderly/ModulesKt;->orderModule$lambda$0$0(Lcom/larderly/Locator;)Lcom/larderly/LoggingSessions;
    move-result-object v0
    return-object v0
.end method
