.class public final synthetic Lcom/pt/BackupProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# static fields
.field public static final synthetic INSTANCE:Lcom/pt/BackupProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/pt/BackupProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/pt/BackupProvider$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/pt/BackupProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/pt/BackupProvider$$ExternalSyntheticLambda0;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final run()V
    .registers 1
    invoke-static {}, Lcom/pt/BackupProvider;->lambda$call$0()V
    return-void
.end method

