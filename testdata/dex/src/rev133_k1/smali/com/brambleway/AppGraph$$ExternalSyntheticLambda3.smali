.class public final synthetic Lcom/brambleway/AppGraph$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# static fields
.field public static final synthetic INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda3;
    invoke-direct {v0}, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda3;-><init>()V
    sput-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda3;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda3;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/brambleway/AppGraph;->audit_delegate$lambda$0()Lcom/brambleway/AuditLog;
    move-result-object v0
    return-object v0
.end method
