.class public final synthetic Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/trailmark/io/Pump$Producer;


# instance fields
.field public final synthetic f$0:Ljava/io/File;

.field public final synthetic f$1:Lcom/trailmark/io/AccessLog;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:J


# direct methods
.method public synthetic constructor <init>(Ljava/io/File;Lcom/trailmark/io/AccessLog;Ljava/lang/String;J)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iput-object p2, p0, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/trailmark/io/AccessLog;

    iput-object p3, p0, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    iput-wide p4, p0, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;->f$3:J

    return-void
.end method


# virtual methods
.method public final writeTo(Ljava/io/OutputStream;)V
    .registers 8

    iget-object v0, p0, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;->f$0:Ljava/io/File;

    iget-object v1, p0, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/trailmark/io/AccessLog;

    iget-object v2, p0, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    iget-wide v3, p0, Lcom/trailmark/vault/VaultToolProvider$$ExternalSyntheticLambda0;->f$3:J

    move-object/from16 v5, p1

    invoke-static/range {v0 .. v5}, Lcom/trailmark/vault/VaultToolProvider;->lambda$fetch$0(Ljava/io/File;Lcom/trailmark/io/AccessLog;Ljava/lang/String;JLjava/io/OutputStream;)V

    return-void
.end method
