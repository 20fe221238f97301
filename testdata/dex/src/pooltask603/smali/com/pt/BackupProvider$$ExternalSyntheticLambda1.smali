.class public final synthetic Lcom/pt/BackupProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic f$0:Lcom/pt/BackupProvider;
.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/pt/BackupProvider;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pt/BackupProvider$$ExternalSyntheticLambda1;->f$0:Lcom/pt/BackupProvider;
    iput-object p2, p0, Lcom/pt/BackupProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/pt/BackupProvider$$ExternalSyntheticLambda1;->f$0:Lcom/pt/BackupProvider;
    iget-object v1, p0, Lcom/pt/BackupProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    invoke-direct {v0, v1}, Lcom/pt/BackupProvider;->lambda$call$1(Ljava/lang/String;)V
    return-void
.end method

