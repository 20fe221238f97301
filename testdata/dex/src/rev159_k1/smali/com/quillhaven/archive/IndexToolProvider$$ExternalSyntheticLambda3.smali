.class public final synthetic Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/quillhaven/archive/IndexToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Lcom/quillhaven/archive/Call;


# direct methods
.method public synthetic constructor <init>(Lcom/quillhaven/archive/IndexToolProvider;Ljava/lang/String;Lcom/quillhaven/archive/Call;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/quillhaven/archive/IndexToolProvider;

    iput-object p2, p0, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda3;->f$2:Lcom/quillhaven/archive/Call;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/quillhaven/archive/IndexToolProvider;

    iget-object v1, p0, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/quillhaven/archive/IndexToolProvider$$ExternalSyntheticLambda3;->f$2:Lcom/quillhaven/archive/Call;

    invoke-static {v0, v1, v2}, Lcom/quillhaven/archive/IndexToolProvider;->rebuild$lambda$1(Lcom/quillhaven/archive/IndexToolProvider;Ljava/lang/String;Lcom/quillhaven/archive/Call;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
