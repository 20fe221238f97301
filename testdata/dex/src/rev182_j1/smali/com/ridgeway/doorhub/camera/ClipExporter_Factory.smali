.class public final Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;
.super Ljava/lang/Object;
.source "ClipExporter_Factory.java"

# interfaces
.implements Ljavax/inject/Provider;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljavax/inject/Provider<",
        "Lcom/ridgeway/doorhub/camera/ClipExporter;",
        ">;"
    }
.end annotation


# instance fields
.field private final clipsDirProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Ljava/io/File;",
            ">;"
        }
    .end annotation
.end field

.field private final databaseProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/data/DoorhubDatabase;",
            ">;"
        }
    .end annotation
.end field

.field private final tokensProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/Tokens;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/data/DoorhubDatabase;",
            ">;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/Tokens;",
            ">;",
            "Ljavax/inject/Provider<",
            "Ljava/io/File;",
            ">;)V"
        }
    .end annotation

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;->databaseProvider:Ljavax/inject/Provider;

    .line 19
    iput-object p2, p0, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;->tokensProvider:Ljavax/inject/Provider;

    .line 20
    iput-object p3, p0, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;->clipsDirProvider:Ljavax/inject/Provider;

    .line 21
    return-void
.end method

.method public static create(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/data/DoorhubDatabase;",
            ">;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/Tokens;",
            ">;",
            "Ljavax/inject/Provider<",
            "Ljava/io/File;",
            ">;)",
            "Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;"
        }
    .end annotation

    .line 30
    new-instance v0, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;

    invoke-direct {v0, p0, p1, p2}, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;-><init>(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static newInstance(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;Ljava/io/File;)Lcom/ridgeway/doorhub/camera/ClipExporter;
    .registers 4

    .line 34
    new-instance v0, Lcom/ridgeway/doorhub/camera/ClipExporter;

    invoke-direct {v0, p0, p1, p2}, Lcom/ridgeway/doorhub/camera/ClipExporter;-><init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;Ljava/io/File;)V

    return-object v0
.end method


# virtual methods
.method public get()Lcom/ridgeway/doorhub/camera/ClipExporter;
    .registers 4

    .line 25
    iget-object v0, p0, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;->databaseProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    iget-object v1, p0, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;->tokensProvider:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/ridgeway/doorhub/cetp/Tokens;

    iget-object v2, p0, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;->clipsDirProvider:Ljavax/inject/Provider;

    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/io/File;

    invoke-static {v0, v1, v2}, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;->newInstance(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;Ljava/io/File;)Lcom/ridgeway/doorhub/camera/ClipExporter;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 11
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/camera/ClipExporter_Factory;->get()Lcom/ridgeway/doorhub/camera/ClipExporter;

    move-result-object v0

    return-object v0
.end method
