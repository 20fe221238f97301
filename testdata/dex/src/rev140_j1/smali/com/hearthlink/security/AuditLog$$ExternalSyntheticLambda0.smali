.class public final synthetic Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/hearthlink/security/AuditLog;

.field public final synthetic f$1:J

.field public final synthetic f$2:I

.field public final synthetic f$3:Ljava/lang/String;

.field public final synthetic f$4:Ljava/lang/String;

.field public final synthetic f$5:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlink/security/AuditLog;JILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$0:Lcom/hearthlink/security/AuditLog;

    iput-wide p2, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$1:J

    iput p4, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$2:I

    iput-object p5, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    iput-object p6, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$4:Ljava/lang/String;

    iput-object p7, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$5:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 8

    iget-object v0, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$0:Lcom/hearthlink/security/AuditLog;

    iget-wide v1, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$1:J

    iget v3, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$2:I

    iget-object v4, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    iget-object v5, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$4:Ljava/lang/String;

    iget-object v6, p0, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;->f$5:Ljava/lang/String;

    invoke-virtual/range {v0 .. v6}, Lcom/hearthlink/security/AuditLog;->lambda$record$0$com-hearthlink-security-AuditLog(JILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method
