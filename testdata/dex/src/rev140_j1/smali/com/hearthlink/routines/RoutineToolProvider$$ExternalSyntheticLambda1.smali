.class public final synthetic Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthlink/routines/RoutineToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Lorg/json/JSONArray;

.field public final synthetic f$3:Z

.field public final synthetic f$4:I

.field public final synthetic f$5:Lcom/hearthlink/security/AuditLog;

.field public final synthetic f$6:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlink/routines/RoutineToolProvider;Ljava/lang/String;Lorg/json/JSONArray;ZILcom/hearthlink/security/AuditLog;Ljava/lang/String;)V
    .registers 8

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hearthlink/routines/RoutineToolProvider;

    iput-object p2, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$2:Lorg/json/JSONArray;

    iput-boolean p4, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$3:Z

    iput p5, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$4:I

    iput-object p6, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$5:Lcom/hearthlink/security/AuditLog;

    iput-object p7, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$6:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 8

    iget-object v0, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hearthlink/routines/RoutineToolProvider;

    iget-object v1, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$2:Lorg/json/JSONArray;

    iget-boolean v3, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$3:Z

    iget v4, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$4:I

    iget-object v5, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$5:Lcom/hearthlink/security/AuditLog;

    iget-object v6, p0, Lcom/hearthlink/routines/RoutineToolProvider$$ExternalSyntheticLambda1;->f$6:Ljava/lang/String;

    invoke-virtual/range {v0 .. v6}, Lcom/hearthlink/routines/RoutineToolProvider;->lambda$save$0$com-hearthlink-routines-RoutineToolProvider(Ljava/lang/String;Lorg/json/JSONArray;ZILcom/hearthlink/security/AuditLog;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
