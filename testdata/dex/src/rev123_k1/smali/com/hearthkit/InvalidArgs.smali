.class public final Lcom/hearthkit/InvalidArgs;
.super Ljava/lang/IllegalArgumentException;
.source "Fields.kt"

# instance fields
.field private final key:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 5
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "bad or missing argument: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    iput-object p1, p0, Lcom/hearthkit/InvalidArgs;->key:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getKey()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/hearthkit/InvalidArgs;->key:Ljava/lang/String;
    return-object v0
.end method
