.class public final synthetic Lcom/larderly/PantryProvider$$ExternalSyntheticLambda18;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field public final synthetic f$0:Ljava/lang/Throwable;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/Throwable;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda18;->f$0:Ljava/lang/Throwable;
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda18;->f$0:Ljava/lang/Throwable;
    check-cast p1, Lcom/larderly/ReplyBuilder;
    invoke-static {v0, p1}, Lcom/larderly/PantryProvider;->handle$lambda$8$0(Ljava/lang/Throwable;Lcom/larderly/ReplyBuilder;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
