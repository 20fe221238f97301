.class public final synthetic Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:J

.field public final synthetic f$2:J


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;JJ)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;

    iput-wide p2, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda1;->f$1:J

    iput-wide p4, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda1;->f$2:J

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 8

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;

    iget-wide v1, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda1;->f$1:J

    iget-wide v3, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda1;->f$2:J

    check-cast p1, Lorg/json/JSONObject;

    move-object/from16 v5, p1

    invoke-static/range {v0 .. v5}, Lcom/tallyspring/budget/cetp/ToolHandler;->lambda$longIn$1(Ljava/lang/String;JJLorg/json/JSONObject;)Z

    move-result v0

    return v0
.end method
