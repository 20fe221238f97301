.class public final synthetic Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda18;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field public final synthetic f$0:J
.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(JLjava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda18;->f$0:J
    iput-object p3, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda18;->f$1:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iget-wide v0, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda18;->f$0:J
    iget-object v2, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda18;->f$1:Ljava/lang/String;
    check-cast p1, Lcom/larderly/ReplyBuilder;
    invoke-static {v0, v1, v2, p1}, Lcom/larderly/ShoppingProvider;->handle$lambda$8(JLjava/lang/String;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
