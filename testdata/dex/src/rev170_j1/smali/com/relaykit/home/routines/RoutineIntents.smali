.class final Lcom/relaykit/home/routines/RoutineIntents;
.super Ljava/lang/Object;
.source "RoutineIntents.java"

# interfaces
.implements Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;


# static fields
.field static final ACTION_REVIEW:Ljava/lang/String; = "com.relaykit.home.action.REVIEW_ROUTINE"

.field static final EXTRA_DESTRUCTIVE:Ljava/lang/String; = "com.relaykit.home.extra.DESTRUCTIVE"

.field private static final FLAGS:I = 0xc000000


# instance fields
.field private final context:Landroid/content/Context;

.field private final reviewScreen:Ljava/util/function/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Function<",
            "Ljava/lang/String;",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static bridge synthetic -$$Nest$fgetcontext(Lcom/relaykit/home/routines/RoutineIntents;)Landroid/content/Context;
    .registers 1

    iget-object p0, p0, Lcom/relaykit/home/routines/RoutineIntents;->context:Landroid/content/Context;

    return-object p0
.end method

.method constructor <init>(Landroid/content/Context;)V
    .registers 3

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    new-instance v0, Lcom/relaykit/home/routines/RoutineIntents$1;

    invoke-direct {v0, p0}, Lcom/relaykit/home/routines/RoutineIntents$1;-><init>(Lcom/relaykit/home/routines/RoutineIntents;)V

    iput-object v0, p0, Lcom/relaykit/home/routines/RoutineIntents;->reviewScreen:Ljava/util/function/Function;

    .line 28
    iput-object p1, p0, Lcom/relaykit/home/routines/RoutineIntents;->context:Landroid/content/Context;

    .line 29
    return-void
.end method


# virtual methods
.method public confirmation(Ljava/lang/String;Lcom/relaykit/home/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 9

    .line 33
    invoke-virtual {p2}, Lcom/relaykit/home/cetp/ToolSpec;->isDestructive()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 34
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineIntents;->reviewScreen:Ljava/util/function/Function;

    invoke-interface {v0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/Intent;

    iget-object v1, p0, Lcom/relaykit/home/routines/RoutineIntents;->context:Landroid/content/Context;

    .line 35
    const-class v2, Lcom/relaykit/home/routines/ReviewRoutineActivity;

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;

    move-result-object v0

    .line 36
    const-string v1, "com.relaykit.home.extra.DESTRUCTIVE"

    const-string v2, "true"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 37
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineIntents;->context:Landroid/content/Context;

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0

    .line 39
    :cond_0
    iget-object v0, p0, Lcom/relaykit/home/routines/RoutineIntents;->context:Landroid/content/Context;

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    iget-object v2, p0, Lcom/relaykit/home/routines/RoutineIntents;->reviewScreen:Ljava/util/function/Function;

    invoke-interface {v2, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Landroid/content/Intent;

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
