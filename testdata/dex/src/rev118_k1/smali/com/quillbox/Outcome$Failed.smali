.class public final Lcom/quillbox/Outcome$Failed;
.super Ljava/lang/Object;
.source "FileWorker.kt"

# interfaces
.implements Lcom/quillbox/Outcome;

# instance fields
.field private final message:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/Outcome$Failed;->message:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getMessage()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/quillbox/Outcome$Failed;->message:Ljava/lang/String;
    return-object v0
.end method
