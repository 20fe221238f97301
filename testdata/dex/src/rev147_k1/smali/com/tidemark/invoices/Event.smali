.class public interface abstract Lcom/tidemark/invoices/Event;
.super Ljava/lang/Object;
.source "Model.kt"


# static fields
.field public static final Companion:Lcom/tidemark/invoices/Event$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    sget-object v0, Lcom/tidemark/invoices/Event$Companion;->$$INSTANCE:Lcom/tidemark/invoices/Event$Companion;

    sput-object v0, Lcom/tidemark/invoices/Event;->Companion:Lcom/tidemark/invoices/Event$Companion;

    return-void
.end method


# virtual methods
.method public abstract getAggregate()Ljava/lang/String;
.end method

.method public abstract getType()Ljava/lang/String;
.end method

.method public abstract payload()Lorg/json/JSONObject;
.end method
