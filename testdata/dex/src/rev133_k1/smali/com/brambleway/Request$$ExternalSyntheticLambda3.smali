.class public final synthetic Lcom/brambleway/Request$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# static fields
.field public static final synthetic INSTANCE:Lcom/brambleway/Request$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/Request$$ExternalSyntheticLambda3;
    invoke-direct {v0}, Lcom/brambleway/Request$$ExternalSyntheticLambda3;-><init>()V
    sput-object v0, Lcom/brambleway/Request$$ExternalSyntheticLambda3;->INSTANCE:Lcom/brambleway/Request$$ExternalSyntheticLambda3;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    check-cast p1, Landroid/os/Bundle;
    check-cast p2, Ljava/lang/String;
    invoke-static {p1, p2}, Lcom/brambleway/Request;->deadlineAt_delegate$lambda$0(Landroid/os/Bundle;Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
.end method
