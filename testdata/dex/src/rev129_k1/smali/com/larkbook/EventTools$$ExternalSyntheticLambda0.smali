.class public final synthetic Lcom/larkbook/EventTools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/larkbook/AuditSink;

# instance fields
.field public final synthetic f$0:Lcom/larkbook/EventTools;


# direct methods
.method public synthetic constructor <init>(Lcom/larkbook/EventTools;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/EventTools$$ExternalSyntheticLambda0;->f$0:Lcom/larkbook/EventTools;
    return-void
.end method


# virtual methods
.method public final record(Ljava/lang/String;Z)V
    .registers 4
    iget-object v0, p0, Lcom/larkbook/EventTools$$ExternalSyntheticLambda0;->f$0:Lcom/larkbook/EventTools;
    invoke-static {v0, p1, p2}, Lcom/larkbook/EventTools;->audit$lambda$0(Lcom/larkbook/EventTools;Ljava/lang/String;Z)V
    return-void
.end method
