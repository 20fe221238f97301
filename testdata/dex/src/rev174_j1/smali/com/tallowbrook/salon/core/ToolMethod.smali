.class public interface abstract annotation Lcom/tallowbrook/salon/core/ToolMethod;
.super Ljava/lang/Object;
.source "ToolMethod.java"

# interfaces
.implements Ljava/lang/annotation/Annotation;


# annotations
.annotation system Ldalvik/annotation/AnnotationDefault;
    value = .subannotation Lcom/tallowbrook/salon/core/ToolMethod;
        async = false
        confirmation = "never"
        destructive = false
        idempotent = false
        openWorld = false
    .end subannotation
.end annotation

.annotation runtime Ljava/lang/annotation/Retention;
    value = .enum Ljava/lang/annotation/RetentionPolicy;->RUNTIME:Ljava/lang/annotation/RetentionPolicy;
.end annotation

.annotation runtime Ljava/lang/annotation/Target;
    value = {
        .enum Ljava/lang/annotation/ElementType;->METHOD:Ljava/lang/annotation/ElementType;
    }
.end annotation


# virtual methods
.method public abstract async()Z
.end method

.method public abstract confirmation()Ljava/lang/String;
.end method

.method public abstract description()Ljava/lang/String;
.end method

.method public abstract destructive()Z
.end method

.method public abstract effect()Ljava/lang/String;
.end method

.method public abstract idempotent()Z
.end method

.method public abstract input()Ljava/lang/String;
.end method

.method public abstract name()Ljava/lang/String;
.end method

.method public abstract openWorld()Z
.end method

.method public abstract output()Ljava/lang/String;
.end method

.method public abstract risk()Ljava/lang/String;
.end method

.method public abstract scopes()[Ljava/lang/String;
.end method

.method public abstract title()Ljava/lang/String;
.end method
