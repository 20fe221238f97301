.class public final synthetic Lcom/fieldnote/birding/log/SightingToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/fieldnote/birding/log/SightingToolProvider;

.field public final synthetic f$1:I

.field public final synthetic f$2:[Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/fieldnote/birding/log/SightingToolProvider;I[Ljava/lang/String;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fieldnote/birding/log/SightingToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/fieldnote/birding/log/SightingToolProvider;

    iput p2, p0, Lcom/fieldnote/birding/log/SightingToolProvider$$ExternalSyntheticLambda0;->f$1:I

    iput-object p3, p0, Lcom/fieldnote/birding/log/SightingToolProvider$$ExternalSyntheticLambda0;->f$2:[Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 5

    iget-object v0, p0, Lcom/fieldnote/birding/log/SightingToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/fieldnote/birding/log/SightingToolProvider;

    iget v1, p0, Lcom/fieldnote/birding/log/SightingToolProvider$$ExternalSyntheticLambda0;->f$1:I

    iget-object v2, p0, Lcom/fieldnote/birding/log/SightingToolProvider$$ExternalSyntheticLambda0;->f$2:[Ljava/lang/String;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, v1, v2, p1}, Lcom/fieldnote/birding/log/SightingToolProvider;->lambda$granted$0$com-fieldnote-birding-log-SightingToolProvider(I[Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    return v0
.end method
