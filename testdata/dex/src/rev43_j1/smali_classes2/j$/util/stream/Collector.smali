.class public interface abstract Lj$/util/stream/Collector;
.super Ljava/lang/Object;

