.class public interface abstract Lcom/brambleway/Screen;
.super Ljava/lang/Object;
.source "Screens.kt"

# static fields
.field public static final Companion:Lcom/brambleway/Screen$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    sget-object v0, Lcom/brambleway/Screen$Companion;->$$INSTANCE:Lcom/brambleway/Screen$Companion;
    sput-object v0, Lcom/brambleway/Screen;->Companion:Lcom/brambleway/Screen$Companion;
    return-void
.end method
