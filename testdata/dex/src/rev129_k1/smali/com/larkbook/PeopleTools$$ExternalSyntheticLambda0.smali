.class public final synthetic Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/larkbook/AuditSink;

# instance fields
.field public final synthetic f$0:Lcom/larkbook/PeopleTools;
.field public final synthetic f$1:Lcom/larkbook/Caller;


# direct methods
.method public synthetic constructor <init>(Lcom/larkbook/PeopleTools;Lcom/larkbook/Caller;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda0;->f$0:Lcom/larkbook/PeopleTools;
    iput-object p2, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda0;->f$1:Lcom/larkbook/Caller;
    return-void
.end method


# virtual methods
.method public final record(Ljava/lang/String;Z)V
    .registers 5
    iget-object v0, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda0;->f$0:Lcom/larkbook/PeopleTools;
    iget-object v1, p0, Lcom/larkbook/PeopleTools$$ExternalSyntheticLambda0;->f$1:Lcom/larkbook/Caller;
    invoke-static {v0, v1, p1, p2}, Lcom/larkbook/PeopleTools;->auditFor$lambda$0(Lcom/larkbook/PeopleTools;Lcom/larkbook/Caller;Ljava/lang/String;Z)V
    return-void
.end method
