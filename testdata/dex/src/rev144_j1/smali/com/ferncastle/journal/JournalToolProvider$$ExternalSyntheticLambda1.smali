.class public final synthetic Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/ferncastle/cetp/Interceptors$Auth$Policy;


# instance fields
.field public final synthetic f$0:Lcom/ferncastle/journal/JournalToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/ferncastle/journal/JournalToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/ferncastle/journal/JournalToolProvider;

    return-void
.end method


# virtual methods
.method public final admit(I)Z
    .registers 3

    iget-object v0, p0, Lcom/ferncastle/journal/JournalToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/ferncastle/journal/JournalToolProvider;

    invoke-virtual {v0, p1}, Lcom/ferncastle/journal/JournalToolProvider;->admit(I)Z

    move-result v0

    return v0
.end method
