.class Lcom/relaykit/home/routines/RoutineIntents$1;
.super Ljava/lang/Object;
.source "RoutineIntents.java"

# interfaces
.implements Ljava/util/function/Function;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/routines/RoutineIntents;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/function/Function<",
        "Ljava/lang/String;",
        "Landroid/content/Intent;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/relaykit/home/routines/RoutineIntents;


# direct methods
.method constructor <init>(Lcom/relaykit/home/routines/RoutineIntents;)V
    .registers 2

    .line 18
    iput-object p1, p0, Lcom/relaykit/home/routines/RoutineIntents$1;->this$0:Lcom/relaykit/home/routines/RoutineIntents;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public apply(Ljava/lang/String;)Landroid/content/Intent;
    .registers 5

    .line 21
    new-instance v0, Landroid/content/Intent;

    const-string v2, "com.relaykit.home.action.REVIEW_ROUTINE"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineIntents$1;->this$0:Lcom/relaykit/home/routines/RoutineIntents;

    invoke-static {v1}, Lcom/relaykit/home/routines/RoutineIntents;->-$$Nest$fgetcontext(Lcom/relaykit/home/routines/RoutineIntents;)Landroid/content/Context;

    move-result-object v1

    .line 22
    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 23
    const-string v1, "com.relaykit.home.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 21
    return-object v0
.end method

.method public bridge synthetic apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    .line 18
    check-cast p1, Ljava/lang/String;

    invoke-virtual {p0, p1}, Lcom/relaykit/home/routines/RoutineIntents$1;->apply(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    return-object v0
.end method
