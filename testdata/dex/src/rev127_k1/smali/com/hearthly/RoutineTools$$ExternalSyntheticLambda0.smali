.class public final synthetic Lcom/hearthly/RoutineTools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

# instance fields
.field public final synthetic f$0:Lcom/hearthly/RoutineTools;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:Lorg/json/JSONArray;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthly/RoutineTools;Ljava/lang/String;Lorg/json/JSONArray;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthly/RoutineTools$$ExternalSyntheticLambda0;->f$0:Lcom/hearthly/RoutineTools;
    iput-object p2, p0, Lcom/hearthly/RoutineTools$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iput-object p3, p0, Lcom/hearthly/RoutineTools$$ExternalSyntheticLambda0;->f$2:Lorg/json/JSONArray;
    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/hearthly/RoutineTools$$ExternalSyntheticLambda0;->f$0:Lcom/hearthly/RoutineTools;
    iget-object v1, p0, Lcom/hearthly/RoutineTools$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iget-object v2, p0, Lcom/hearthly/RoutineTools$$ExternalSyntheticLambda0;->f$2:Lorg/json/JSONArray;
    invoke-static {v0, v1, v2}, Lcom/hearthly/RoutineTools;->create$lambda$2$0(Lcom/hearthly/RoutineTools;Ljava/lang/String;Lorg/json/JSONArray;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
