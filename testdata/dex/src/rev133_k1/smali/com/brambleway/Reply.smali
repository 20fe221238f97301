.class public interface abstract Lcom/brambleway/Reply;
.super Ljava/lang/Object;
.source "Reply.kt"

# static fields
.field public static final Companion:Lcom/brambleway/Reply$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    sget-object v0, Lcom/brambleway/Reply$Companion;->$$INSTANCE:Lcom/brambleway/Reply$Companion;
    sput-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    return-void
.end method
