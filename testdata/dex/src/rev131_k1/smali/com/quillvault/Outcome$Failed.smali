.class public final Lcom/quillvault/Outcome$Failed;
.super Lcom/quillvault/Outcome;
.source "Outcome.kt"

# instance fields
.field private final fault:Lcom/quillvault/Fault;


# direct methods
.method public constructor <init>(Lcom/quillvault/Fault;)V
    .registers 3
    const-string v0, "fault"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/quillvault/Outcome;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/quillvault/Outcome$Failed;->fault:Lcom/quillvault/Fault;
    return-void
.end method


# virtual methods
.method public final getFault()Lcom/quillvault/Fault;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/quillvault/Outcome$Failed;->fault:Lcom/quillvault/Fault;
    return-object v0
.end method
