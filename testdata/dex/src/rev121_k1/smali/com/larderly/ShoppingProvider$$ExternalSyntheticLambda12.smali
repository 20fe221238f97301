.class public final synthetic Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda12;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field public final synthetic f$0:Ljava/util/List;


# direct methods
.method public synthetic constructor <init>(Ljava/util/List;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda12;->f$0:Ljava/util/List;
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/larderly/ShoppingProvider$$ExternalSyntheticLambda12;->f$0:Ljava/util/List;
    check-cast p1, Lcom/larderly/ReplyBuilder;
    invoke-static {v0, p1}, Lcom/larderly/ShoppingProvider;->handle$lambda$0(Ljava/util/List;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
