.class public final Lcom/tidemark/invoices/WorkResult$Cancelled;
.super Ljava/lang/Object;
.source "Worker.kt"

# interfaces
.implements Lcom/tidemark/invoices/WorkResult;


# static fields
.field public static final INSTANCE:Lcom/tidemark/invoices/WorkResult$Cancelled;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidemark/invoices/WorkResult$Cancelled;

    invoke-direct {v0}, Lcom/tidemark/invoices/WorkResult$Cancelled;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/WorkResult$Cancelled;->INSTANCE:Lcom/tidemark/invoices/WorkResult$Cancelled;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
